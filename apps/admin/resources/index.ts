// The staff screens of the site's resource collections, one per collection, all made by
// ResourceScreen from the collection's description (its form, columns and filters).
export { AgreementsScreen } from './agreements';
export { ComplianceSectorsScreen } from './compliance-sectors';
export { GuidesScreen } from './guides';
export { InsightsScreen } from './insights';
export { OfficesScreen } from './offices';
export { PublicationsScreen } from './publications';
export { RegulatoryUpdatesScreen } from './regulatory-updates';
export { ReportsScreen } from './reports';
export { TariffsScreen } from './tariffs';
export { TeamScreen } from './team';
export { ToolsScreen } from './tools';
