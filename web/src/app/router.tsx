// The browser router over the app's routes. The declarative router (BrowserRouter + useRoutes) is enough
// for them: no loaders, actions or fetchers, and it leaves react-router's data router (about 17 kB gzip)
// out of the initial JavaScript. Tests render the same route objects in a memory data router.
import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
