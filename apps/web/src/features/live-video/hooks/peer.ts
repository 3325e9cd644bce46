import type { LiveSignalDto, LiveSignalInput } from '@kinetic/domain';

type Candidate = NonNullable<LiveSignalInput['candidate']>;

/**
 * No STUN or TURN server: the local provider serves browsers that reach each other directly (the
 * same machine or network, docs/adr/0019); Agora is the choice for anything wider.
 */
export const PEER_CONFIG: RTCConfiguration = { iceServers: [] };

/** A peer connection that holds ICE candidates until its remote description is set. */
export function createPeer(onCandidate: (candidate: Candidate) => void) {
  const pc = new RTCPeerConnection(PEER_CONFIG);
  const pending: RTCIceCandidateInit[] = [];
  pc.onicecandidate = (event) => {
    // An empty candidate marks the end of gathering: nothing to relay.
    if (event.candidate?.candidate)
      onCandidate({ ...event.candidate.toJSON(), candidate: event.candidate.candidate });
  };
  return {
    pc,
    async remote(description: RTCSessionDescriptionInit) {
      await pc.setRemoteDescription(description);
      for (const candidate of pending.splice(0)) await pc.addIceCandidate(candidate);
    },
    async candidate(message: LiveSignalDto) {
      if (!message.candidate) return;
      if (pc.remoteDescription) await pc.addIceCandidate(message.candidate);
      else pending.push(message.candidate);
    },
  };
}
export type Peer = ReturnType<typeof createPeer>;

/** Sends one after another, so the peer reads offers, answers and candidates in the order made. */
export function serialSender<T>(send: (message: T) => Promise<unknown>) {
  let chain: Promise<unknown> = Promise.resolve();
  return (message: T) => {
    chain = chain.then(() => send(message)).catch(() => undefined);
  };
}
