export { LocationMap } from './LocationMap'
