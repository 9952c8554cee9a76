import { makeStyles, tokens } from '@fluentui/react-components';

/** The look of the users' and spam registrations' cells: names, their lines below, roles. */
export const useUserCellStyles = makeStyles({
  name: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  // Long usernames and addresses break between words (and after the '@'), mid-word only when a
  // single part is wider than the column.
  sub: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'break-word',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  // A role's name may be longer than its column ('Representante de socio'): the pill grows to two
  // lines instead of the text running out of it (a badge is one 20px line by default), and a single
  // word too long for the column breaks inside the pill rather than spilling over the next cell.
  roleBadge: {
    height: 'auto',
    minHeight: '20px',
    maxWidth: '100%',
    paddingTop: '1px',
    paddingBottom: '1px',
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
});
