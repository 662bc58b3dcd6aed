import { adminApi } from '../../lib/api-client/admin';
import { fieldMessages } from '../hooks/field-errors';
import { isApiError } from '../../lib/api-client/api-error';
import {
  clearFieldErrors,
  formValues,
  resetForm,
  setBusy,
  showAlert,
  showFieldErrors,
  wirePasswordToggles,
} from '../auth/form-dom';

const NO_ANSWER = 'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。';
const FAILED = '処理を完了できませんでした。時間をおいてもう一度お試しください。';

/**
 * The console's sign-in on the server-rendered forms of src/components/admin/admin-login-form.astro
 * (the members' login-page.ts for the console): the password step, then the code step when the
 * operator is enrolled. A 422's messages go to their fields (the server's schema says them); any
 * other refusal shows above the form.
 */
export function installAdminLoginPage(doc: Document): void {
  const loginForm = doc.querySelector<HTMLFormElement>('form[data-admin-login-form]');
  const codeForm = doc.querySelector<HTMLFormElement>('form[data-admin-code-form]');
  if (!loginForm || !codeForm) return;
  wirePasswordToggles(loginForm);
  let mfaTicket: string | undefined;

  /** Runs one submission; the buttons stay disabled once the page is being left. */
  const submit = async (form: HTMLFormElement, call: () => Promise<string | undefined>) => {
    const alert = form.querySelector<HTMLElement>('[data-alert]');
    showAlert(alert);
    clearFieldErrors(form);
    setBusy(form, true);
    try {
      const next = await call();
      if (next) return window.location.assign(next);
    } catch (error) {
      if (!isApiError(error)) showAlert(alert, NO_ANSWER);
      else if (error.errors?.length) showFieldErrors(form, fieldMessages(error.errors));
      else showAlert(alert, error.message || FAILED);
    }
    setBusy(form, false);
  };

  loginForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const { loginId = '', password = '' } = formValues(loginForm);
    void submit(loginForm, async () => {
      const result = await adminApi('POST /api/admin/auth/login', { body: { loginId, password } });
      if (!('mfaTicket' in result)) return result.next;
      mfaTicket = result.mfaTicket;
      loginForm.hidden = true;
      codeForm.hidden = false;
      codeForm.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
      return undefined;
    });
  });

  codeForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const { code = '' } = formValues(codeForm);
    void submit(codeForm, async () => {
      const result = await adminApi('POST /api/admin/auth/login/mfa', { body: { mfaTicket: mfaTicket ?? '', code } });
      return result.next;
    });
  });

  codeForm.querySelector('[data-back]')?.addEventListener('click', () => {
    mfaTicket = undefined;
    resetForm(codeForm);
    showAlert(codeForm.querySelector<HTMLElement>('[data-alert]'));
    codeForm.hidden = true;
    loginForm.hidden = false;
    loginForm.querySelector<HTMLInputElement>('input[name="loginId"]')?.focus();
  });
}
