/** The side menu's id: the popover that the page header's メニュー button opens at phone width. */
export const SIDE_NAV_ID = 'side-nav';
