import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetApiClient } from '../../src/lib/api-client';
import { clearErrorPolicies } from '../../src/lib/api-client/error-policy';
import { closeErrorSnackbar, closeSystemError } from '../../src/islands/stores/messages';

// Each test renders into a fresh document and meets a client without reactions or policies.
afterEach(() => {
  cleanup();
  resetApiClient();
  clearErrorPolicies();
  closeErrorSnackbar();
  closeSystemError();
});
