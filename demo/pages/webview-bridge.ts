// Stands in for the native app: a React Native-style bridge that records what the page sends.
type Bridge = { postMessage(message: string): void };

(window as unknown as { ReactNativeWebView: Bridge }).ReactNativeWebView = {
  postMessage(message: string) {
    const item = document.createElement('li');
    item.textContent = message;
    document.getElementById('bridge-log')?.append(item);
  },
};
