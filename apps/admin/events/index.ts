export { EventsScreen } from './EventsScreen';
