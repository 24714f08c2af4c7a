// Shots of the invoice payment page /pay for `npm run screens` (scripts/screens.mjs):
// { name, path, steps?(page, width) }.
export const PAY_SHOTS = [{ name: 'pay', path: '/pay' }];
