// The browser router over the app's routes. The declarative router (BrowserRouter + useRoutes) is enough
// for them: no loaders, actions or fetchers, and it leaves react-router's data router (about 17 kB gzip)
// out of the initial JavaScript. Tests render the same route objects in a memory data router.
//
// Its navigations are plain state updates, not transitions (`useTransitions={false}`): a click on a link
// shows the new address's screen in the same turn, or its spinner while the screen's chunk loads. In a
// transition React may keep the screen being left on view for a while after the address has changed, and
// it stays editable: an address typed into the sign-in form just after 'Forgot password?' was clicked was
// lost when the form's page appeared (app/router.test.tsx). Every route's lazy screen has a Suspense boundary
// of its own, which shows its spinner in a transition too, so nothing else changes.
import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
