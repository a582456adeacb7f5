export * from './auth-schemas';
export * from './create-session';
export * from './credentials';
export * from './customers';
export * from './delete-session';
export * from './users';
