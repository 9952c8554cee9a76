// The sign-in feature's public face: the auth page, the pages of mailed links, the card layout the
// desktop's setup screen shares, and the sign-in form the connection's sign-in-again dialog shows.
export { AuthPage } from './AuthPage';
export { useCardPageStyles } from './card-page';
export { LoginForm } from './LoginForm';
export { EmailChangePage, InvitationPage, ResetPasswordPage } from './TokenPages';
