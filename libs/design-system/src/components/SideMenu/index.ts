export { SideMenu, type SideMenuDownload, type SideMenuItem, type SideMenuLink, type SideMenuProps } from './SideMenu';
export { SIDE_MENU_WIDTH } from './SideMenu.css';
