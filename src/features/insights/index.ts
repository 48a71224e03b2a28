/** Marketer insights (issue 44): the server side. Components are in ./ui, what client components may import in ./client. */
export { insightBeaconResponse, type InsightBeaconDeps } from './ingest-endpoint'
