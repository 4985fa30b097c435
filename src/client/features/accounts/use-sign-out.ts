import { ACCOUNTS_API } from '@shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '@/lib/api';
import { AUTH_QUERY_KEY } from './use-auth';

/** Signs out, forgets everything cached for the person, and returns to the home page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post(ACCOUNTS_API.signOut);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Sign out failed. Please try again.');
      return;
    }
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_QUERY_KEY[0] });
    queryClient.setQueryData(AUTH_QUERY_KEY, { viewer: null, application: null });
    await navigate('/');
    toast.success('Signed out successfully!');
  }, [queryClient, navigate]);
}
