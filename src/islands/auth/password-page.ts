import { isApiError, navigation, updatePassword } from '../plain-api';
import { HOME_PATH } from '../../lib/routes';
import { PASSWORD_CHANGED } from '../../lib/notices';
import { reportFailure } from '../hooks/report-failure';
import { showInfo, showInfoAfterNavigation } from '../stores/messages';
import { setSession } from '../stores/session';
import {
  formValues,
  resetForm,
  setBusy,
  showAlert,
  showFieldErrors,
  clearFieldErrors,
  wirePasswordToggles,
} from './form-dom';
import { serverFieldErrors } from './server-field-errors';

/**
 * Spec §2 password change on the server-rendered form of src/components/auth/password-change-form.astro.
 * A 422 puts each message under its input (the shared schema's words, from the API); too many wrong
 * current passwords (429, handed over by the client) shows above the form.
 */
export function installPasswordPage(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('form[data-password-form]');
  if (!form) return;
  wirePasswordToggles(form);
  const first = form.dataset.mode === 'first';
  const alert = form.querySelector<HTMLElement>('[data-alert]');

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const { currentPassword = '', newPassword = '', confirmPassword = '' } = formValues(form);
    showAlert(alert);
    clearFieldErrors(form);
    setBusy(form, true);
    void (async () => {
      try {
        setSession(await updatePassword({ currentPassword, newPassword, confirmPassword }));
        if (first) {
          // The buttons stay disabled while the home page loads, where the message is shown.
          showInfoAfterNavigation(PASSWORD_CHANGED);
          navigation().assign(HOME_PATH);
          return;
        }
        resetForm(form);
        showInfo(PASSWORD_CHANGED);
      } catch (error) {
        if (isApiError(error) && error.status === 422) showFieldErrors(form, serverFieldErrors(error));
        else if (isApiError(error) && error.code === 'C_AU_002') showAlert(alert, error.message);
        else reportFailure(error, 'PUT');
      }
      setBusy(form, false);
    })();
  });
}
