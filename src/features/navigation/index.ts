export { loadSiteMenus, resolveSiteMenu } from './site-menus'
export { menuPaths, missingMenuPages } from './menu-link-check'
