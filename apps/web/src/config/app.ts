/** The product name shown in the sidebar, the login screen and the browser tab. */
export const APP_NAME = 'PlastGestão';
export const APP_TAGLINE = 'Retaguarda industrial';
