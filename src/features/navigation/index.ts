export { loadSiteMenus } from './site-menus'
export { menuPaths, missingMenuPages } from './menu-link-check'
