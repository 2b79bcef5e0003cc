// The public surface of @rosto/contract. Apps should import subpaths
// ("@rosto/contract/validators/cpf") so a bundle only pulls what it uses;
// this barrel is for the API and for tests, where size does not matter.
export * from './errors';
export * from './endpoints';
export * from './endpoint-schemas';

export * from './schemas/common';
export * from './schemas/fields';
export * from './schemas/user';
export * from './schemas/entrance';
export * from './schemas/face';
export * from './schemas/payment-methods';
export * from './schemas/transactions';
export * from './schemas/places';
export * from './schemas/partner';
export * from './schemas/terms';
export * from './schemas/analytics';
export * from './schemas/sandbox';

export * from './validators/amount';
export * from './validators/birthdate';
export * from './validators/card-alias';
export * from './validators/card-expiry';
export * from './validators/card-number';
export * from './validators/cpf';
export * from './validators/cvv';
export * from './validators/email';
export * from './validators/face-image';
export * from './validators/full-name';
export * from './validators/holder-name';
export * from './validators/otp';
export * from './validators/phone';
export * from './validators/pin';
export * from './validators/sao-paulo-date';
export * from './validators/zip-code';
