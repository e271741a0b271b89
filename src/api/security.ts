// OpenAPI `security` of each operation: the stateless API is open; a hosted game's writes need one of
// its bearer tokens, and its reads need one only when the game is private.
type Requirement = Record<string, string[]>;
export const HOSTED_TOKEN_SCHEME = "hostedToken";
const token: Requirement = { [HOSTED_TOKEN_SCHEME]: [] };
export const PUBLIC: { security: Requirement[] } = { security: [] };
export const TOKEN_IF_PRIVATE: { security: Requirement[] } = { security: [{}, token] };
export const TOKEN: { security: Requirement[] } = { security: [token] };
