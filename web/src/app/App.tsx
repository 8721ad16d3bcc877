// The whole app: providers around the router.
import { AppProvider } from './provider';
import { AppRouter } from './router';
import './styles.css';

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
