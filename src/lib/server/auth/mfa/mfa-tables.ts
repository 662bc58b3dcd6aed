import {
  operatorMfa,
  operatorRecoveryCodes,
  userMfa,
  userRecoveryCodes,
  type RecoveryCodeTable,
  type SecondFactorTable,
} from '../../db/schema';

/** Where one kind of user keeps its second factor: the MFA code takes this, so it serves both kinds. */
export interface MfaTables {
  factor: SecondFactorTable;
  recovery: RecoveryCodeTable;
}

export const MEMBER_MFA: MfaTables = { factor: userMfa, recovery: userRecoveryCodes };
export const OPERATOR_MFA: MfaTables = { factor: operatorMfa, recovery: operatorRecoveryCodes };
