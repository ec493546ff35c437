/**
 * Crypto cashier routes (issue #18, ADR 0036). The player's need a session:
 *
 *   GET  /api/cashier/crypto/addresses/:coin  → { Address } the player's deposit address; 404 before
 *                                             one was made (STA-27), 400 unknown-crypto-currency (ERR-17)
 *   POST /api/cashier/crypto/addresses        { Currency } makes it (API-60) → { Address }; 400
 *                                             payment-method-unavailable where crypto is not offered (ROL-12)
 *   GET  /api/cashier/crypto/rates            → { Currency, Rates } one of each coin in the account's currency (ENT-36)
 *
 * and the sandbox chain's, with the admin bearer token (README "Cashier"):
 *
 *   POST /api/admin/sandbox-chain/transfers   { Coin, Address, Amount } sends coins to a player's
 *                                             deposit address → 202 { TxHash, Registered }
 *
 * The custody's webhook is the cashier's (routes.ts, /api/cashier/webhooks/sandbox-chain).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressValid } from '../../../domain/crypto-address.ts';
import { COINS, isCryptoCoin } from '../../../domain/crypto-coins.ts';
import { cryptoAddressRequestSchema, sandboxTransferRequestSchema } from '../../../schemas/cashier.ts';
import { ERROR_CODES } from '../../../schemas/errors.ts';
import { signedInWallet } from '../../accounts/signed-in.ts';
import { parseBody, sendError } from '../../http/errors.ts';
import { adminOnly } from '../../wallet/routes.ts';
import type { CountryCode } from '../../../schemas/countries.ts';
import type { CurrencyCode } from '../../../schemas/wallet.ts';
import type { SandboxChain } from './sandbox-chain.ts';
import type { CryptoCashier } from './service.ts';

export type CryptoRouteDeps = {
  readonly crypto: CryptoCashier;
  readonly chain: SandboxChain;
  readonly adminToken: string | undefined;
  /** ROL-12: whether the player's country and currency are offered crypto deposits (the cashier's catalogue). */
  readonly cryptoOffered: (country: CountryCode | null, currency: CurrencyCode) => boolean;
};

const signedIn = (request: FastifyRequest, reply: FastifyReply) => signedInWallet(request, reply, 'Sign in to use the cashier');

export function registerCryptoRoutes(app: FastifyInstance, deps: CryptoRouteDeps): void {
  const { crypto } = deps;

  app.get<{ Params: { coin: string } }>('/api/cashier/crypto/addresses/:coin', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    const coin = request.params.coin;
    if (!isCryptoCoin(coin)) return sendError(reply, 400, ERROR_CODES.unknownCryptoCurrency, `coin: unknown crypto currency ${coin.slice(0, 20)}`, 'coin');
    const address = await crypto.address(account.userId, coin);
    if (!address) return sendError(reply, 404, ERROR_CODES.notFound, 'coin: no deposit address yet; POST /api/cashier/crypto/addresses makes one', 'coin');
    return reply.header('Cache-Control', 'no-store').send({ Address: address });
  });

  app.post('/api/cashier/crypto/addresses', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    if (account.book !== 'real') return sendError(reply, 403, ERROR_CODES.demoAccount, 'Demo accounts play with demo money and cannot deposit', 'session');
    const input = parseBody(cryptoAddressRequestSchema, request, reply);
    if (!input) return reply;
    // No new address where crypto is not offered; coins sent to one made before are still credited.
    if (!deps.cryptoOffered(request.account!.row.country, account.currency)) {
      return sendError(reply, 400, ERROR_CODES.paymentMethodUnavailable, 'Currency: crypto deposits are not offered for this account\'s country and currency', 'Currency');
    }
    try {
      return reply.header('Cache-Control', 'no-store').send({ Address: await crypto.createAddress(account.userId, input.Currency) });
    } catch (error) {
      request.log.error({ err: error }, 'crypto: making a deposit address failed');
      return sendError(reply, 502, ERROR_CODES.cryptoAddressFailed, 'Currency: the deposit address could not be made', 'Currency');
    }
  });

  app.get('/api/cashier/crypto/rates', async (request, reply) => {
    const account = signedIn(request, reply);
    if (!account) return reply;
    return reply.header('Cache-Control', 'no-store').send({ Currency: account.currency, Rates: await crypto.rates(account.currency) });
  });

  app.post('/api/admin/sandbox-chain/transfers', async (request, reply) => {
    if (!adminOnly(request, reply, deps.adminToken)) return reply;
    const input = parseBody(sandboxTransferRequestSchema, request, reply);
    if (!input) return reply;
    if (!addressValid(COINS[input.Coin].chain, input.Address)) return sendError(reply, 400, ERROR_CODES.invalid, `Address: is not a ${COINS[input.Coin].chain} address`, 'Address');
    if ((await crypto.addressOwner(input.Coin, input.Address)) === null) return sendError(reply, 404, ERROR_CODES.notFound, 'Address: no player has this deposit address', 'Address');
    const sent = await deps.chain.send(input.Coin, input.Address, input.Amount);
    if (!sent) return sendError(reply, 400, ERROR_CODES.invalid, `Amount: must be more than 0 with at most ${COINS[input.Coin].decimals} decimals`, 'Amount');
    return reply.code(202).send({ TxHash: sent.tx, Registered: sent.registered });
  });
}
