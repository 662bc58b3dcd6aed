import { useCallback, useRef, useState } from 'react';
import { ERRORS } from '@/lib/errors/catalogue';
import { getOrganizationName, isApiError } from '../../api';
import { reportFailure } from '../../hooks/report-failure';
import { loadNegotiationRules } from './negotiation-form';

export interface Recipient {
  memberNumber: string;
  name: string;
}

/**
 * The recipient's name, looked up by member number before the confirm step. An unknown number
 * shows the server's message; the member's own number and a member outside the non-FIT market are
 * refused here already, with the messages 登録 would give (the server checks both again then).
 */
export function useRecipientLookup(ownMemberNumber: string | undefined, initial: Recipient | null = null) {
  const [recipient, setRecipient] = useState<Recipient | null>(initial);
  /** The lookup's message and the number it is about. */
  const [failure, setFailure] = useState<{ memberNumber: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Leaving the field and pressing 照会 right after ask for the same number once.
  const pending = useRef<{ memberNumber: string; answer: Promise<Recipient | null> } | null>(null);

  const lookup = useCallback(
    async (typed: string): Promise<Recipient | null> => {
      const memberNumber = typed.normalize('NFKC').trim();
      if (recipient?.memberNumber === memberNumber) return recipient;
      const formatIssue = (await loadNegotiationRules()).recipientNumberIssue(memberNumber);
      if (formatIssue !== null) {
        setFailure({ memberNumber, message: formatIssue });
        return null;
      }
      if (memberNumber === ownMemberNumber) {
        setFailure({ memberNumber, message: ERRORS.C_AC_003.message });
        return null;
      }
      if (pending.current?.memberNumber === memberNumber) return pending.current.answer;
      setBusy(true);
      setFailure(null);
      const answer = getOrganizationName(memberNumber)
        .then((found) => {
          if (!found.acceptsTransfers) {
            setRecipient(null);
            setFailure({ memberNumber, message: ERRORS.C_AC_004.message });
            return null;
          }
          const named = { memberNumber, name: found.organizationName };
          setRecipient(named);
          return named;
        })
        .catch((e: unknown) => {
          setRecipient(null);
          if (isApiError(e) && (e.status === 404 || e.status === 422)) setFailure({ memberNumber, message: e.message });
          else reportFailure(e, 'GET');
          return null;
        })
        .finally(() => {
          pending.current = null;
          setBusy(false);
        });
      pending.current = { memberNumber, answer };
      return answer;
    },
    [recipient, ownMemberNumber],
  );

  /** The number was edited: a name or message about another number no longer applies. */
  const forgetOthers = useCallback((typed: string) => {
    const memberNumber = typed.normalize('NFKC').trim();
    setRecipient((r) => (r && r.memberNumber !== memberNumber ? null : r));
    setFailure((f) => (f && f.memberNumber !== memberNumber ? null : f));
  }, []);

  return { recipient, error: failure?.message ?? null, busy, lookup, forgetOthers, setRecipient };
}
