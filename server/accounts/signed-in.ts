/** The signed-in player's wallet for a route that needs one, or a 401 naming the session. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { sendError } from '../http/errors.ts';
import type { WalletAccount } from '../wallet/ledger.ts';
import { walletOf } from './service.ts';

export function signedInWallet(request: FastifyRequest, reply: FastifyReply, message: string): WalletAccount | undefined {
  if (request.account) return walletOf(request.account.row);
  void sendError(reply, 401, ERROR_CODES.unauthorized, message, 'session');
  return undefined;
}
