/** Marketer insights (issue 44): the server side. Components are in ./ui, what client components may import in ./client. */
export { insightBeaconResponse, type InsightBeaconDeps } from './ingest-endpoint'
export { DEFAULT_INSIGHTS_RETENTION_DAYS, insightsDay, pruneInsightEvents, rollUpInsights, startInsightsSweep } from './rollup'
export { insightsCsvResponse } from './dashboard/insights-csv'
export { loadInsightsReport, type InsightsPage, type InsightsQuery } from './dashboard/insights-data'
export { addSearchSynonym, type AddSynonymInput, type AddSynonymResult } from './dashboard/add-synonym'
