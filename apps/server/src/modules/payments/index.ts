// What other modules and jobs may use of payments (one module reaches another only through its index).
export { chargeOnce, type ChargeSteps, type GatewayAnswer } from './charge-once.ts';
export { insertProcessingCharge, paymentTypeLabel } from './charges-repository.ts';
export { claimKey, purgeOldKeys, saveRecoveryPoint, storeResponse } from './idempotency.ts';
export { lockOwnProfile } from './profiles-repository.ts';
export { findOwnProfile, hasStoredPaymentMethod, profileIdsOf } from './repository.ts';
export { postCapturedBatch } from './post-captured.ts';
