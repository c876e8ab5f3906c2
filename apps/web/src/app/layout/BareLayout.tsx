import { Box } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { DataLoader } from '../../components/DataLoader.tsx';
import { useProtectedAccess } from './useProtectedAccess.ts';

/** Bare template of the print views (trip PDF, financial report): no navigation, same access rules. */
export function BareLayout() {
  const { info, redirect } = useProtectedAccess();
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Box component="main" p={{ base: 'md', sm: 'xl' }} maw={960} mx="auto">
      <DataLoader query={info}>{() => <Outlet />}</DataLoader>
    </Box>
  );
}
