import { isApiError, login, loginWithMfa, navigation } from '../plain-api';
import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { fieldMessages } from '../hooks/field-errors';
import { reportFailure } from '../hooks/report-failure';
import { setCodes } from '../stores/codes';
import { setSession } from '../stores/session';
import { afterLoginPath } from '../../lib/domain/navigation-guard';
import {
  formValues,
  resetForm,
  setBusy,
  showAlert,
  showFieldErrors,
  clearFieldErrors,
  wirePasswordToggles,
} from './form-dom';

/**
 * Spec §2 login on the server-rendered form of src/components/auth/login-form.astro: the password
 * step, then the code step when the user has a second factor. Field messages come from the API's
 * 422 answer (the shared schema); wrong credentials and throttling (401, 429, handed over by the
 * client) show above the form; other failures were already reported by the client.
 */
export function installLoginPage(doc: Document): void {
  const loginForm = doc.querySelector<HTMLFormElement>('form[data-login-form]');
  const mfaForm = doc.querySelector<HTMLFormElement>('form[data-mfa-form]');
  if (!loginForm || !mfaForm) return;
  wirePasswordToggles(loginForm);
  const path = loginForm.dataset.path;
  // A page rendered at the code step (its password step was posted before the script ran) holds the ticket.
  let mfaTicket = mfaForm.querySelector<HTMLInputElement>('input[data-mfa-ticket]')?.value || undefined;

  const signedIn = async (session: AuthSessionResponse) => {
    setSession(session);
    // Spec §4: master data is loaded after login. Not here, between the POST and the next page (a
    // round trip the member would wait for): the tab's copy is dropped, so the first screen that
    // needs the master reads it from the server (the balance page has it from its own render).
    setCodes(null);
    navigation().assign(afterLoginPath(session, path));
  };

  /** Runs one submission; true when the member is signed in and the page is leaving. */
  const submit = async (form: HTMLFormElement, call: () => Promise<boolean>) => {
    const alert = form.querySelector<HTMLElement>('[data-alert]');
    showAlert(alert);
    clearFieldErrors(form);
    setBusy(form, true);
    try {
      // Once signed in, the buttons stay disabled while the next page loads.
      if (await call()) return;
    } catch (error) {
      if (isApiError(error) && error.errors?.length) showFieldErrors(form, fieldMessages(error.errors));
      else if (isApiError(error) && (error.status === 401 || error.status === 429)) showAlert(alert, error.message);
      else reportFailure(error, 'POST');
    }
    setBusy(form, false);
  };

  loginForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = formValues(loginForm);
    void submit(loginForm, async () => {
      const result = await login({ loginId: values.loginId ?? '', password: values.password ?? '' });
      if ('mfaRequired' in result) {
        mfaTicket = result.mfaTicket;
        loginForm.hidden = true;
        mfaForm.hidden = false;
        mfaForm.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
        return false;
      }
      await signedIn(result);
      return true;
    });
  });

  mfaForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const { code = '' } = formValues(mfaForm);
    void submit(mfaForm, async () => {
      await signedIn(await loginWithMfa({ mfaTicket: mfaTicket ?? '', code }));
      return true;
    });
  });

  mfaForm.querySelector('[data-back]')?.addEventListener('click', (event) => {
    // Without script the button reloads the page (its own form); here the step is undone in place.
    event.preventDefault();
    mfaTicket = undefined;
    resetForm(mfaForm);
    showAlert(mfaForm.querySelector<HTMLElement>('[data-alert]'));
    resetForm(loginForm);
    showAlert(loginForm.querySelector<HTMLElement>('[data-alert]'));
    mfaForm.hidden = true;
    loginForm.hidden = false;
    loginForm.querySelector<HTMLInputElement>('input[name="loginId"]')?.focus();
  });
}
