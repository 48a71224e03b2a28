/**
 * New-car models (issue 22): the site's models by body for /models, one model's page data with its
 * cars in stock, and the model data endpoint (spec §7 "Model data by model name"). The pages from './ui'.
 */
export {
  loadModelPage,
  loadModelsPage,
  modelPageMeta,
  modelsPageMeta,
  modelSummary,
  siteModels,
  type ModelPageData,
  type ModelsPageData,
  type ModelSummary,
} from './model-pages'
export { modelData, modelDataResponse } from './model-data-endpoint'
