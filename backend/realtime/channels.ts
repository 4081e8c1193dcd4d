import { WebSocket } from 'ws';
import type { RealtimeLimits } from '../config.ts';
import type { Identity } from '../identity.ts';
import { isObject } from '../json.ts';
import { admitJoin, JoinRefused, tokenIdentity, type Binding, type Schema } from './admission.ts';
import { encodeFrame, type Message } from './frames.ts';

export interface Channel {
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
  identity: Identity;
}

export interface Connection {
  socket: WebSocket;
  /** 2.0.0 frames are arrays, 1.0.0 frames objects. */
  arrays: boolean;
  /** Who the API key in the URL stands for, used when a join carries no access token. */
  keyIdentity: Identity;
  channels: Map<string, Channel>;
  lastSeen: number;
  /** Bytes that may wait to be sent before the client counts as gone (`RealtimeLimits.maxQueuedBytes`). */
  maxQueuedBytes: number;
}

/** What handling a message needs besides the connection. */
export interface ChannelContext {
  limits: RealtimeLimits;
  schema: Schema;
  jwtSecret: string;
}

/** Sends a message; a client whose unread output is over the cap is dropped instead (it reconnects and rejoins). */
export function send(connection: Connection, message: Message): void {
  if (connection.socket.readyState !== WebSocket.OPEN) return;
  if (connection.socket.bufferedAmount > connection.maxQueuedBytes) {
    connection.socket.terminate();
    return;
  }
  connection.socket.send(encodeFrame(message, connection.arrays));
}

function reply(connection: Connection, message: Message, answer: { status: 'ok' | 'error'; response: unknown }): void {
  const [joinRef, ref, topic] = message;
  send(connection, [joinRef, ref, topic, 'phx_reply', answer]);
}

function systemMessage(channel: Pick<Channel, 'topic' | 'joinRef'>, body: Record<string, unknown>): Message {
  return [
    channel.joinRef,
    null,
    channel.topic,
    'system',
    { channel: channel.topic.replace(/^realtime:/, ''), ...body },
  ];
}

/** Ends a channel the way Realtime does when its token is no longer acceptable. */
export function closeChannel(connection: Connection, channel: Channel, reason: string): void {
  connection.channels.delete(channel.topic);
  send(connection, systemMessage(channel, { extension: 'system', message: reason, status: 'error' }));
  send(connection, [channel.joinRef, channel.joinRef, channel.topic, 'phx_close', {}]);
}

function join(connection: Connection, message: Message, size: number, context: ChannelContext): void {
  const [joinRef, , topic, , payload] = message;
  let accepted;
  try {
    accepted = admitJoin(
      { topic, payload, size, joined: connection.channels, keyIdentity: connection.keyIdentity },
      context.limits,
      context.schema,
      context.jwtSecret,
    );
  } catch (error) {
    if (!(error instanceof JoinRefused)) throw error;
    connection.channels.delete(topic);
    reply(connection, message, { status: 'error', response: { reason: error.message } });
    return;
  }
  const channel = { topic, joinRef, bindings: accepted.bindings, identity: accepted.identity };
  connection.channels.set(topic, channel);
  const echoed = accepted.requested.map((binding) => ({ ...binding.echo, id: binding.id }));
  reply(connection, message, { status: 'ok', response: { postgres_changes: echoed } });
  if (accepted.requested.length > 0) {
    const subscribed = { extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' };
    send(connection, systemMessage(channel, subscribed));
  }
}

/** Realtime sends no reply to a new token; it re-evaluates the channel's rights with it. */
function renewToken(connection: Connection, channel: Channel, payload: unknown, context: ChannelContext): void {
  const token = isObject(payload) && typeof payload.access_token === 'string' ? payload.access_token : undefined;
  const checked = token ? tokenIdentity(token, context.jwtSecret) : { error: 'Missing access_token' };
  if ('error' in checked) closeChannel(connection, channel, checked.error);
  else channel.identity = checked;
}

/** One decoded message of a socket: heartbeat, join, leave, a new access token; anything else is refused. */
export function handleMessage(connection: Connection, message: Message, size: number, context: ChannelContext): void {
  const [, ref, topic, event, payload] = message;
  if (topic === 'phoenix') {
    if (event === 'heartbeat') reply(connection, message, { status: 'ok', response: {} });
    return;
  }
  if (event === 'phx_join') return join(connection, message, size, context);
  const channel = connection.channels.get(topic);
  if (!channel) {
    if (ref !== null) reply(connection, message, { status: 'error', response: { reason: 'unmatched topic' } });
    return;
  }
  if (event === 'phx_leave') {
    connection.channels.delete(topic);
    reply(connection, message, { status: 'ok', response: {} });
  } else if (event === 'access_token') {
    renewToken(connection, channel, payload, context);
  } else if (ref !== null) {
    const reason = `${event} is not supported by the local backend`;
    reply(connection, message, { status: 'error', response: { reason } });
  }
}
