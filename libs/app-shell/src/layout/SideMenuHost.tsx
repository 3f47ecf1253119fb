import { SideMenu, type SideMenuProps } from '@rewards/design-system';

/** The side menu as its own chunk: the header loads it the first time a visitor opens the menu. */
export default function SideMenuHost(props: SideMenuProps) {
  return <SideMenu {...props} />;
}
