import { ACCOUNTS_API } from '@shared/accounts-api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { accountKeys } from './account-queries';
import { noteSignOut } from './use-auth';

/** Signs out, forgets everything cached for the person, and returns to the home page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(async () => {
    try {
      await api.post(ACCOUNTS_API.signOut);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Sign out failed. Please try again.');
      return;
    }
    noteSignOut(key);
    queryClient.setQueryData(accountKeys.me, { viewer: null, application: null });
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.me[0] });
    await navigate('/');
    toast.success('Signed out successfully!');
  }, [queryClient, navigate, key]);
}
