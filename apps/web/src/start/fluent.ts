// Start-up stage 2 (apps/web/src/main.ts): Fluent UI's provider, styles engine and the theme,
// evaluated in a task of their own. The app (stage 4) imports the same modules.
export { FluentProvider } from '@fluentui/react-components';
export { chamberTheme } from '../../../ui/theme';
