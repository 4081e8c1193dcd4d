import { EARLY_INTENT_GLOBAL, INTENT_EVENTS } from './early-intent.ts';
import { HYDRATION_REQUEST } from './hydration-request.ts';
import { INTENT_ISLAND_SELECTOR } from './astro-output.ts';

/**
 * The inline script that stands in for Astro's island runtime on pages whose islands all hydrate on intent
 * (see `./lazy-runtime.ts`). It listens on the document in the capture phase, so it sees every intent event,
 * press and (non-bubbling) hydration request on an island. At the first one it adds the runtime script and
 * preloads that island's chunks (`data-chunks`), so the runtime and the island's code arrive together.
 * What it noted waits in `self.__earlyIntent` for the directive (`claimEarlyEvents`).
 */
export function wakerScript(runtimeUrl: string): string {
  const js = JSON.stringify;
  const types = [...INTENT_EVENTS, 'click', HYDRATION_REQUEST];
  return [
    `(d=>{var w=self[${js(EARLY_INTENT_GLOBAL)}]={events:[],claimed:new WeakSet},p=new WeakSet,s;`,
    `${js(types)}.forEach(t=>d.addEventListener(t,e=>{`,
    `var i=e.target.closest&&e.target.closest(${js(INTENT_ISLAND_SELECTOR)});`,
    'if(!i||w.claimed.has(i))return;w.events.push(e);',
    `if(!s){s=d.createElement("script");s.src=${js(runtimeUrl)};d.head.append(s)}`,
    'if(!p.has(i)){p.add(i);(i.dataset.chunks||"").split(" ").forEach(h=>{',
    'var l=d.createElement("link");l.rel="modulepreload";l.href=h;h&&d.head.append(l)})}',
    '},{capture:true,passive:true}))})(document);',
  ].join('');
}
