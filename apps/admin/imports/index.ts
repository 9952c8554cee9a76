// The CSV imports' public face: the import button and drop zone the members and events screens
// show, and the guard the shell sets so a file dropped outside a zone is not opened by the browser.
export { CsvDropZone, useFileDropGuard } from './CsvDropZone';
export { ImportButton } from './ImportDialog';
