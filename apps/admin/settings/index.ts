// The settings feature's public face: the settings and account screens, and the addresses of their
// tabs and of the password section (the shell's menu, the dashboard and activity links point there).
export { AccountScreen, SettingsScreen } from './SettingsScreen';
export { ACCOUNT_PATH, PASSWORD_SECTION_ID, settingsPath } from './tabs';
