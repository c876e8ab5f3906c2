import { Suspense, lazy } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// The snackbar host is not needed for the first paint: it loads beside the first screen.
const Snackbars = lazy(() => import('./Snackbars.tsx').then((m) => ({ default: m.Snackbars })));

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
  },
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Snackbars />
        </Suspense>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
