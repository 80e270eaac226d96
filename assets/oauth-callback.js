// The page an OAuth2 authorization server sends Try it's sign-in window back to (_docgen/oauth-callback.html): it hands
// the answer in the address (the authorization code flow's query, the implicit flow's fragment) to the documentation
// page that opened the window, which checks its state, and closes. Two ways back, since an authorization server that
// isolates its pages (Cross-Origin-Opener-Policy) leaves this window no opener: a BroadcastChannel, which reaches the
// site's pages in this browser, and postMessage to the opener, this origin only.
(() => {
  const answer = { docgenOAuth: true, search: location.search, hash: location.hash };
  try {
    const channel = new BroadcastChannel("docgen-oauth");
    channel.postMessage(answer);
    channel.close();
  } catch {
    // no BroadcastChannel: the opener only
  }
  try {
    window.opener?.postMessage(answer, location.origin);
  } catch {
    // no opener of this origin
  }
  // The code or token out of the address bar and the history, then the window closes.
  history.replaceState(null, "", location.pathname);
  window.close();
})();
