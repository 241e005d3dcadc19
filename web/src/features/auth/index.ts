export { logout, logoutLocally, isLoggingOut, finishLoggingOut } from './logout';
export { saveIntendedUrl, readIntendedUrl, clearIntendedUrl, INTENDED_URL_KEY } from './intended-url';
