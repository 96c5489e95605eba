// What an Android app registers with addWebMessageListener (or a Flutter channel): one postMessage that
// receives a JSON string {"v":1,"type":"loggedIn","payload":{…}}. The fake lists each message, the
// token shortened, as the app would log it.
const list = document.getElementById('bridge-messages');
window.CineAccountBridge = {
  postMessage(json) {
    const message = JSON.parse(json);
    const payload = { ...message.payload };
    if (typeof payload.token === 'string') payload.token = `${payload.token.slice(0, 12)}…`;
    const item = document.createElement('li');
    item.textContent = `${message.type} ${JSON.stringify(payload)}`;
    list.append(item);
  },
};
