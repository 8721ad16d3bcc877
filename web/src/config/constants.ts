// Client-side constants of docs/product.md §9 that concern only the browser.
export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 60_000;
export const TOKEN_STORAGE_KEY = 'token';
export const LOGIN_ERROR_STORAGE_KEY = 'loginError';
export const TABLE_PAGE_SIZE = 25;
export const DASHBOARD_LIST_LIMIT = 5;
