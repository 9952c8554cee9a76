import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** The chamber's brand ramp: a deep Atlantic blue. */
const chamberBrand: BrandVariants = {
  10: '#020306',
  20: '#111723',
  30: '#15263E',
  40: '#163153',
  50: '#163D69',
  60: '#154A80',
  70: '#125797',
  80: '#0B64AF',
  90: '#2F72BC',
  100: '#4981C4',
  110: '#5F90CB',
  120: '#739FD2',
  130: '#87AED9',
  140: '#9BBDE0',
  150: '#AFCCE7',
  160: '#C3DBEE',
};

/** The one theme of every client. */
export const chamberTheme: Theme = createLightTheme(chamberBrand);
