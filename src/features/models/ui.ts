/**
 * New-car model pages (issue 22): /models by body and /models/{slug}. Each page imports its
 * stylesheet itself; the slider and the colour picker are client islands inside them.
 */
export { ModelPage } from './ModelPage'
export { ModelsPage, ModelTile } from './ModelsPage'
