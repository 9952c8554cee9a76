import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../../../shared/entities';
import type { MyCompany } from '../../../../shared/membership';
import { apiRequest } from '../../../ui/api';

/** What a members-only event's form knows of the visitor: still asking, not a member, or a member's details. */
export type MemberAccount =
  | { state: 'checking' }
  | { state: 'none' }
  | { state: 'member'; fullName: string; email: string; company: string | null };

/**
 * The signed-in member representative, if the visitor is one (asked of the API once the page is in
 * the browser: the rendered page is the same for everyone). `active` false asks nothing.
 */
export function useMemberAccount(active: boolean): MemberAccount {
  const [account, setAccount] = useState<MemberAccount>({ state: active ? 'checking' : 'none' });
  useEffect(() => {
    if (!active) return;
    let current = true;
    void (async () => {
      let next: MemberAccount = { state: 'none' };
      try {
        const user = await apiRequest<CurrentUser>('GET', '/api/user');
        if (user.role === 'member') {
          // The company's name fills the organisation field; the form works without it.
          const company = await apiRequest<MyCompany>('GET', '/api/company').catch(() => null);
          next = { state: 'member', fullName: user.fullName, email: user.email, company: company?.name ?? null };
        }
      } catch {
        // Signed out (401) or unreachable: the visitor is asked to sign in.
      }
      if (current) setAccount(next);
    })();
    return () => {
      current = false;
    };
  }, [active]);
  return account;
}
