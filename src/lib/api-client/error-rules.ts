/** The spec §8 rules live beside the error catalogue, where the sign-in pages' server side reads them too. */
export * from '../errors/disposition';
