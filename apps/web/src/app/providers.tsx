import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '../components/ui/toast';
import { createQueryClient } from './query-client';
import { SocketProvider } from './socket-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SocketProvider>
        {children}
        <Toaster />
      </SocketProvider>
    </QueryClientProvider>
  );
}
