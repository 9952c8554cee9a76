export { SubscribersScreen } from './SubscribersScreen';
