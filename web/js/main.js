document.getElementById("app")?.append("dicebox");
