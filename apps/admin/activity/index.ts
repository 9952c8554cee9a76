// The activity log's public face: its screen, and the link from an audit entry to what it names
// (the dashboard lists recent entries with the same links).
export { ActivityLogScreen } from './ActivityLogScreen';
export { activityLink } from './activity-link';
