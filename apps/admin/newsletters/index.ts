export { NewslettersScreen } from './NewslettersScreen';
