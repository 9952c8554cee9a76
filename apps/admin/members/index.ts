export { MembersScreen } from './MembersScreen';
